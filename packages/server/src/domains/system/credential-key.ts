import type { ShopContext } from '../../platform/context.ts';
import { credentialKeyFingerprint } from '../../platform/secret-box.ts';
import { findCredentialKeyFingerprint, recordCredentialKeyFingerprint } from './system.queries.ts';

/** A process whose credential key is not the one the shop's database was sealed with. */
export class CredentialKeyMismatch extends Error {}

/**
 * Every process of a shop must seal and open its secrets (head office's service credentials, the
 * marketplace secrets) with one key: with two keys, half the calls between shops fail with 401, and a
 * backup restored under another key loses every credential without a word. The first start records
 * the key's fingerprint in the shop's row; a later start with another key refuses to run.
 * Call it once the shop's row exists. Answers whether the fingerprint was recorded now.
 */
export async function verifyCredentialKey(shop: ShopContext): Promise<'recorded' | 'matches'> {
  const mine = credentialKeyFingerprint(shop.config.credentialKey);
  let stored = await findCredentialKeyFingerprint(shop);
  let recorded = false;
  if (stored === null) {
    await recordCredentialKeyFingerprint(shop, mine);
    stored = await findCredentialKeyFingerprint(shop);
    recorded = stored === mine;
  }
  if (stored === null) throw new Error(`toko ${shop.kode_toko} has no row to record the key in`);
  if (stored !== mine)
    throw new CredentialKeyMismatch(
      `CREDENTIAL_KEY proses ini bukan kunci database toko ${shop.kode_toko} ` +
        `(sidik kunci database ${stored.slice(0, 12)}, kunci ini ${mine.slice(0, 12)}). ` +
        'Jalankan setiap proses toko ini dengan CREDENTIAL_KEY yang sama, atau salin file credential.key ' +
        'dari DATA_DIR proses pertama; setelah restore backup, pakai kunci yang disimpan bersama backup itu.',
    );
  return recorded ? 'recorded' : 'matches';
}
