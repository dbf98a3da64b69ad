import { Text } from '@mantine/core';
import { PageHeader } from '../../../components/page-header/page-header';
import { DashboardCards } from '../../../features/dashboard/components/dashboard-cards';
import { useStoredUser } from '../../../lib/session';

export function Component() {
  const user = useStoredUser();
  return (
    <>
      <PageHeader title="Home" />
      <Text size="lg" mb="lg">
        Welkom{user?.name ? `, ${user.name}` : ''}! Kies links een onderdeel om te beginnen.
      </Text>
      <DashboardCards />
    </>
  );
}
