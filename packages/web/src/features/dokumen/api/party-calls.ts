import { api } from '@emas/contract';
import { callData } from '../../../lib/api-client.ts';

/** A member by code (a list of one, or 404 'Kode Member Tidak Tersedia'); quiet: the panel says it. */
export const findMember = (kode_member: string) =>
  callData(api.getMemberByKode, { params: { kode_member }, quiet: true });
