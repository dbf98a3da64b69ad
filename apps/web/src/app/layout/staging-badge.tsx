import { Badge, Tooltip } from '@mantine/core';
import { useRuntimeConfig } from '../../lib/runtime-config';

/** spec 1 §2: shown when the app talks to the staging host, so nobody enters real families there. */
export function StagingBadge() {
  const config = useRuntimeConfig();
  if (!config.data?.staging) return null;
  return (
    <Tooltip label="Dit is een testomgeving: gegevens hier zijn niet echt.">
      <Badge color="orange" variant="filled" size="lg" radius="sm">
        Testomgeving
      </Badge>
    </Tooltip>
  );
}
