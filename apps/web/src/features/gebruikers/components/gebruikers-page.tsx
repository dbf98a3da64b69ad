import { Tabs } from '@mantine/core';
import { IconShieldLock, IconUsers } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header/page-header';
import { GebruikersTab } from './gebruikers-tab';
import { RollenTab } from './rollen-tab';

/** /beheer/gebruikers: users (spec 2 §2) and, beside them, the roles they get. */
export function GebruikersPage() {
  return (
    <>
      <PageHeader title="Gebruikers" />
      <Tabs defaultValue="gebruikers" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="gebruikers" leftSection={<IconUsers size={18} aria-hidden />}>
            Gebruikers
          </Tabs.Tab>
          <Tabs.Tab value="rollen" leftSection={<IconShieldLock size={18} aria-hidden />}>
            Rollen
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="gebruikers">
          <GebruikersTab />
        </Tabs.Panel>
        <Tabs.Panel value="rollen">
          <RollenTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
