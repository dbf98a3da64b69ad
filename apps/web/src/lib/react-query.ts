import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a screen may add to a feature's mutation hook (bulletproof-react's `MutationConfig`): its own
 * `onSuccess`/`onError`, run after the hook's own cache invalidation.
 */
export type MutationConfig<TFn extends (variables: never) => Promise<unknown>> = Omit<
  UseMutationOptions<ReturnType<TFn> extends Promise<infer T> ? T : never, Error, Parameters<TFn>[0]>,
  'mutationFn'
>;
