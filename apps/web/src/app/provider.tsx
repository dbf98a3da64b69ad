import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { modalsWanted, subscribeModalsWanted } from '../components/alerts/modals-ready';
import { cssVariablesResolver, theme } from './theme';

// Loaded the first time a dialog is wanted (components/alerts/modals-ready.ts), not with the login screen.
const ModalsHost = lazy(() => import('./modals-host'));

function ModalsMount() {
  const wanted = useSyncExternalStore(subscribeModalsWanted, modalsWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <ModalsHost />
    </Suspense>
  ) : null;
}

type AppProviderProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off transitions and portals so Testing Library sees dialogs at once. */
  env?: 'default' | 'test';
};

export function AppProvider({ queryClient, children, env = 'default' }: AppProviderProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        {children}
        <ModalsMount />
      </QueryClientProvider>
    </MantineProvider>
  );
}
