import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';

/** Fields side by side when their card is wide enough (container query), one under the other otherwise. */
export function FieldGrid({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <SimpleGrid
      type="container"
      cols={{ base: 1, [wide ? '520px' : '600px']: 2 }}
      spacing={{ base: 'md', '600px': 'xl' }}
      verticalSpacing="sm"
    >
      {children}
    </SimpleGrid>
  );
}
