import { Badge, Box, Tooltip } from '@mantine/core';
import { useRuntimeConfig } from '../../lib/runtime-config';

/** spec 1 §2: shown when the app talks to the staging host, so nobody enters real families there. */
export function StagingBadge() {
  const config = useRuntimeConfig();
  if (!config.data?.staging) return null;
  return (
    <Tooltip label="Dit is een testomgeving: gegevens hier zijn niet echt.">
      <Badge color="orange.9" variant="outline" size="lg" radius="sm" bg="orange.0">
        <Box component="span" visibleFrom="sm">
          Testomgeving
        </Box>
        <Box component="span" hiddenFrom="sm">
          Test
        </Box>
      </Badge>
    </Tooltip>
  );
}
