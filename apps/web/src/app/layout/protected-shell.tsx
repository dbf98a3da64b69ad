import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import { useEffect } from 'react';
import { wantModals } from '../../components/alerts/modals-ready';
import { SignedInProviders } from '../signed-in-providers';
import { AppLayout } from './app-layout';
import { RequireAuth } from './require-auth';

/**
 * The signed-in shell (navigation, user menu, area outlet), loaded as its own chunk so /login, the page a
 * new desk computer opens first, does not download it.
 */
export function Component() {
  // Signed in, dialogs are near: load their host now, so a confirmation opens at once.
  useEffect(wantModals, []);
  return (
    <SignedInProviders>
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    </SignedInProviders>
  );
}
