/**
 * NUL and the other C0 control characters (tab, line feed and carriage return excepted, a remark may
 * hold those) and DEL. PostgreSQL refuses NUL in text, and none of them belongs in a name or a remark.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

/** Deeper than any body of the API; a deeper one is refused instead of walked. */
export const MAX_INPUT_DEPTH = 32;

export type InputProblem = { kind: 'control' | 'depth'; path: string };

/**
 * The first text (a value or an object key) holding a control character, or the first place nested
 * deeper than MAX_INPUT_DEPTH, in a parsed JSON body, query or path parameters; null when clean.
 */
export function findInputProblem(value: unknown, path = '', depth = 0): InputProblem | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? { kind: 'control', path } : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return { kind: 'depth', path };
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = path === '' ? String(key) : `${path}.${String(key)}`;
    if (typeof key === 'string' && hasControlCharacter(key)) return { kind: 'control', path: childPath };
    const problem = findInputProblem(child, childPath, depth + 1);
    if (problem) return problem;
  }
  return null;
}
