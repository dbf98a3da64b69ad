import type { ReactNode } from 'react';
import { Grid } from '@mantine/core';

/**
 * At a desk (1280×800) the household's info sits beside its received rows, so ten rows and the pager are
 * on screen without scrolling (issue 8); on a narrower screen the two stack, the info first.
 */
export function DeskColumns({ side, children }: { side: ReactNode; children: ReactNode }) {
  return (
    <Grid gutter="md" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 4 }}>{side}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: 8 }}>{children}</Grid.Col>
    </Grid>
  );
}
