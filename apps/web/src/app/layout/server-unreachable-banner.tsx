import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useServerReachable } from '../../lib/server-status';

export const SERVER_UNREACHABLE_TEXT =
  'De server is niet bereikbaar. Je wijzigingen blijven bewaard; we proberen het opnieuw.';
export const SERVER_BACK_TEXT = 'De server is weer bereikbaar.';

const BAR_HEIGHT = 64;

/**
 * Issue 27: while the server does not answer, a bar along the bottom of every signed-in screen says so (read
 * out at once: role alert); the page and its edits stay. When it answers again the bar goes and a polite
 * status line says so. A spacer keeps the end of the page scrollable from under the bar.
 */
export function ServerUnreachableBanner() {
  const reachable = useServerReachable();
  const [wasUnreachable, setWasUnreachable] = useState(false);
  useEffect(() => {
    if (!reachable) setWasUnreachable(true);
  }, [reachable]);

  return (
    <>
      <VisuallyHidden role="status">{reachable && wasUnreachable ? SERVER_BACK_TEXT : ''}</VisuallyHidden>
      {reachable ? null : (
        <>
          <Box h={BAR_HEIGHT} aria-hidden />
          <Box
            role="alert"
            px="md"
            py="sm"
            mih={BAR_HEIGHT}
            style={{
              position: 'fixed',
              insetInline: 0,
              bottom: 0,
              // Above the shell and any open dialog: the outage concerns them too.
              zIndex: 1000,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              background: 'var(--mantine-color-orange-9)',
              color: 'var(--mantine-color-white)',
            }}
          >
            <Group gap="sm" wrap="nowrap">
              <IconCloudOff size={24} aria-hidden style={{ flexShrink: 0 }} />
              <Text fw={600}>{SERVER_UNREACHABLE_TEXT}</Text>
            </Group>
          </Box>
        </>
      )}
    </>
  );
}
