import { patternToRegExp, type RolePermissions } from './match';

/**
 * Issue 24: a user may grant only rights it holds itself. These rules decide "holds": every (verb, pattern) of
 * the granted role must be allowed by one role of the holder, verb and pattern in the same role (as isAllowed
 * decides a call). They are conservative: when coverage cannot be shown, the answer is no.
 */

/** A character that is not in `text` and that a pattern's `*` matches (any but a line terminator). */
function freshCharacter(text: string): string {
  let code = 0xe000;
  while (text.includes(String.fromCharCode(code))) code += 1;
  return String.fromCharCode(code);
}

/**
 * Whether every string `inner` matches, `outer` matches too (both with `*` only). Exact: replace each `*` of
 * inner by a character outer does not hold; only outer's `*` can match it, so outer matches that word exactly
 * when it matches every word inner does.
 */
function globIncludes(outer: string, inner: string): boolean {
  return patternToRegExp(outer).test(inner.split('*').join(freshCharacter(outer)));
}

/**
 * The inner pattern and wider forms it may be compared as. The matcher tries a path with and without a trailing
 * slash, so a pattern lets through no more than itself without its trailing slashes, and a pattern ending in a
 * plain character (it never matches a trailing slash) no more than itself with one added: `/v1/leden` and
 * `/v1/leden/` let through the same. Coverage of a wider form is coverage of the pattern.
 */
function innerForms(pattern: string): string[] {
  const bare = pattern.replace(/\/+$/, '');
  if (bare === '') return [pattern];
  const forms = new Set([pattern, bare]);
  if (!bare.endsWith('*')) forms.add(`${bare}/`);
  return [...forms];
}

/** Whether `outer` lets through every path `inner` does (spec 1 §6 patterns, '*' a wildcard). */
export function patternCovers(outer: string, inner: string): boolean {
  const o = outer.trim();
  return innerForms(inner.trim()).some((form) => globIncludes(o, form));
}

/** A granted '*' is every verb, also ones no route has yet: only a held '*' covers it. */
const verbCovered = (held: readonly string[], verb: string) =>
  held.includes('*') || (verb !== '*' && held.some((v) => v.toUpperCase() === verb.toUpperCase()));

/** Whether `held` allows every verb on every path that `granted` allows. */
export function isRoleWithin(
  granted: RolePermissions,
  held: readonly RolePermissions[] | null | undefined,
): boolean {
  return granted.verbs.every((verb) =>
    granted.endpoints.every((pattern) =>
      (held ?? []).some(
        (role) =>
          verbCovered(role.verbs, verb) && role.endpoints.some((mine) => patternCovers(mine, pattern)),
      ),
    ),
  );
}

/** Whether `held` allows everything all of `granted` allow (a user with fewer or the same rights). */
export const areRolesWithin = (
  granted: readonly RolePermissions[],
  held: readonly RolePermissions[] | null | undefined,
): boolean => granted.every((role) => isRoleWithin(role, held));
