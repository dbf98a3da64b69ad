import { Badge, Tabs } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconEye, IconFileExport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header/page-header';
import { usePermission } from '../../../lib/auth/use-permission';
import { waarschuwingenQueryOptions } from '../api/get-waarschuwingen';
import { BewaartermijnTab } from './bewaartermijn-tab';
import { ToegangslogTab } from './toegangslog-tab';
import { VerzoekTab } from './verzoek-tab';
import { WaarschuwingenTab } from './waarschuwingen-tab';

const RECENT_DAYS = 7;

/**
 * /beheer/privacy (issue 12): the access log, retention, a family's request (export or erasure), and the warnings
 * (issue 24): those of the last week are counted on their tab, so an administrator sees them on opening the page.
 */
export function PrivacyPage() {
  // The page opens with the access log's permission; the warnings may be a separate grant.
  const canSeeWarnings = usePermission('GET', '/v1/privacy/waarschuwingen');
  const latest = useQuery({ ...waarschuwingenQueryOptions(1), enabled: canSeeWarnings }).data?.rows ?? [];
  const weekAgo = Date.now() - RECENT_DAYS * 86_400_000;
  const warnings = latest.filter((w) => Date.parse(w.laatste) > weekAgo).length;
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
          {canSeeWarnings ? (
            <Tabs.Tab
              value="waarschuwingen"
              leftSection={<IconAlertTriangle size={18} aria-hidden />}
              rightSection={
                warnings > 0 ? (
                  <Badge
                    color="red"
                    size="sm"
                    circle
                    aria-label={`${warnings} in de laatste ${RECENT_DAYS} dagen`}
                  >
                    {warnings}
                  </Badge>
                ) : null
              }
            >
              Waarschuwingen
            </Tabs.Tab>
          ) : null}
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
        <Tabs.Panel value="waarschuwingen">
          <WaarschuwingenTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
