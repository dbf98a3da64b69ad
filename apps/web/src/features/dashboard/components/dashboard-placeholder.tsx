import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconChartHistogram, IconWash } from '@tabler/icons-react';
import { usePermission } from '../../../lib/auth/use-permission';

const SOON = 'De statistieken komen hier binnenkort.';

function DashboardCard({ title, icon: Icon }: { title: string; icon: typeof IconChartBar }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
          <Icon size={24} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed">{SOON}</Text>
      </Stack>
    </Paper>
  );
}

/** spec 1 §2 Home: the three cards, each shown only with its dashboard permission (spec 1 §6). */
export function DashboardPlaceholder() {
  const voeding = usePermission('GET', '/v1/dashboard/voeding/');
  const zeephuisje = usePermission('GET', '/v1/dashboard/zeephuisje/');
  if (!voeding && !zeephuisje) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {voeding ? <DashboardCard title="Voeding" icon={IconChartBar} /> : null}
      {voeding ? <DashboardCard title="Voeding per type" icon={IconChartHistogram} /> : null}
      {zeephuisje ? <DashboardCard title="Zeephuisje" icon={IconWash} /> : null}
    </SimpleGrid>
  );
}
