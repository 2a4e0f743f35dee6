import type { FormInstance } from 'antd';
import type { z } from 'zod';

/**
 * Checks form values with the contract's schema (the same one the server uses) and shows each
 * field's first message under it; answers the parsed values, or null when something is wrong.
 */
export function parseForm<T>(form: FormInstance, schema: z.ZodType<T>, values: unknown): T | null {
  const r = schema.safeParse(values);
  if (r.success) return r.data;
  const seen = new Set<string>();
  const fields: { name: string; errors: string[] }[] = [];
  for (const issue of r.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (!name || seen.has(name)) continue;
    seen.add(name);
    fields.push({ name, errors: [issue.message] });
  }
  form.setFields(fields);
  return null;
}
