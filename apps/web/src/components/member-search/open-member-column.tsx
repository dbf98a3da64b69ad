import { Button, VisuallyHidden } from '@mantine/core';
import { IconFolderOpen } from '@tabler/icons-react';
import { formatMemberNumber } from '@mvm/domain';
import type { PagedTableColumn } from '../paged-table/paged-table';

/** The last column of a member search table: 'Open MVM123' (the row itself opens on a click too). */
export function openMemberColumn<R extends { mvmnummer: number }>(
  onOpen: (row: R) => void,
): PagedTableColumn<R> {
  return {
    key: 'open',
    header: <VisuallyHidden>Openen</VisuallyHidden>,
    align: 'right',
    render: (r) => (
      <Button
        variant="light"
        px="sm"
        leftSection={<IconFolderOpen size={18} />}
        aria-label={`Open ${formatMemberNumber(r.mvmnummer)}`}
        onClick={(event) => {
          // The row's own click would open it a second time.
          event.stopPropagation();
          onOpen(r);
        }}
      >
        Open
      </Button>
    ),
  };
}
