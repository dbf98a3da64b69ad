// What the rest of the API may use of auth: the only file of auth/ that other areas, plugins/ and seed/
// import (eslint.config.js). User administration (gebruikers/) builds on these; auth imports no area.
export {
  assertMayChangeRole,
  assertMayGrant,
  assertMayManageUser,
  assertRoleWithinActor,
} from './grant-limits';
export { liftLoginLocks } from './login-limiter';
export { hashPassword } from './password';
export { SessionCache } from './session-cache';
export { startSessionHousekeeping } from './session-housekeeping';
export { revokeSessionsOfUser, userIdsWithRole } from './session-repository';
export { randomPassword } from './tokens';
export { getUser, listUsers } from './user-view-repository';
export { deleteCredential } from './webauthn/credentials-repository';
