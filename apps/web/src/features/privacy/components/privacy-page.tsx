import { Tabs } from '@mantine/core';
import { IconClockHour4, IconEye, IconFileExport } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header/page-header';
import { BewaartermijnTab } from './bewaartermijn-tab';
import { ToegangslogTab } from './toegangslog-tab';
import { VerzoekTab } from './verzoek-tab';

/** /beheer/privacy (issue 12): the access log, retention, and a family's request (export or erasure). */
export function PrivacyPage() {
  return (
    <>
      <PageHeader title="Privacy" />
      <Tabs defaultValue="toegangslog" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="toegangslog" leftSection={<IconEye size={18} aria-hidden />}>
            Toegangslog
          </Tabs.Tab>
          <Tabs.Tab value="bewaartermijn" leftSection={<IconClockHour4 size={18} aria-hidden />}>
            Bewaartermijn
          </Tabs.Tab>
          <Tabs.Tab value="verzoek" leftSection={<IconFileExport size={18} aria-hidden />}>
            Inzage en wissen
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="toegangslog">
          <ToegangslogTab />
        </Tabs.Panel>
        <Tabs.Panel value="bewaartermijn">
          <BewaartermijnTab />
        </Tabs.Panel>
        <Tabs.Panel value="verzoek">
          <VerzoekTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
