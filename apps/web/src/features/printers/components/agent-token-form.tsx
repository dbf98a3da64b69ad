import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { storeAgentToken } from '../api/agent-token';

/**
 * A printer host shows its job log, state and previews only with its token (PRINT_AGENT_TOKEN, issue 25).
 * The administrator types it here once per tab; it goes to this agent alone.
 */
export function AgentTokenForm({ url, wrong }: { url: string; wrong: boolean }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) return;
    storeAgentToken(url, token);
    setToken('');
    void queryClient.invalidateQueries({ queryKey: queryKeys.printers.all });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <Text size="sm">
          Deze printservice toont haar printlijst en voorbeelden enkel met haar sleutel (PRINT_AGENT_TOKEN op
          de printercomputer).
        </Text>
        <Group align="flex-end">
          <PasswordInput
            label={`Sleutel van ${url}`}
            value={token}
            onChange={(e) => setToken(e.currentTarget.value)}
            error={wrong ? 'Deze sleutel klopt niet' : undefined}
            autoComplete="off"
            miw={280}
          />
          <Button type="submit" leftSection={<IconKey size={18} />}>
            Openen
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
