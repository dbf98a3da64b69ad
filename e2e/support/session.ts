import { baseUrl, adminLogin, type Login } from './api';
import type { StorageState } from './browser';

// Vitest loads the support modules once per test file, so this is one admin login per file (issue 7): the
// tests reuse its stored session instead of going through the login form, which has its own tests.
let admin: Promise<Login> | undefined;

/** The admin's session of this test file, logged in through the API on first use. */
export function adminSession(): Promise<Login> {
  admin ??= adminLogin();
  return admin;
}

/** Playwright's storageState for a context that starts logged in: the app keeps its session in localStorage. */
export async function adminStorageState(): Promise<StorageState> {
  const session = await adminSession();
  return {
    cookies: [],
    origins: [{ origin: baseUrl(), localStorage: [{ name: 'user', value: JSON.stringify(session) }] }],
  };
}
