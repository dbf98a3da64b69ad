import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from './theme';

// Loaded at once, beside the first screen rather than before it.
const ModalsHost = lazy(() => import('./modals-host'));

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
        <Suspense fallback={null}>
          <ModalsHost />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
