import type { ReactNode } from 'react';
import { Paper, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconCalendarUser, IconChartDots, IconEye, IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { parseMemberNumber } from '@mvm/domain';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { usePermission } from '../../../lib/auth/use-permission';
import { lidQueryOptions } from '../api/get-lid';
import { GezinTab } from './gezin-tab';
import { HulpTab } from './hulp-tab';
import { LidHeader } from './lid-header';
import { LidmaatschapTab } from './lidmaatschap-tab';

export const LID_TABS = ['informatie', 'gezin', 'lidmaatschap', 'hulp', 'toegang'] as const;
export type LidTab = (typeof LID_TABS)[number];

type LidDetailsPageProps = {
  /** The household form (another feature), handed in by the route module. */
  informatie: (dossierId: number) => ReactNode;
  /** 'Terug' to the list (the route module lets the form ask about unsaved changes first). */
  onBack?: (target: string) => void;
  /** Issue 12: the dossier's access history (another feature), shown to users allowed the privacy log. */
  toegang?: (dossierId: number) => ReactNode;
};

/** Where 'Terug' goes: the list the member was opened from (same search and page), else the search. */
function backTarget(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/leden/search') ? from : '/leden/search';
}

const tabSkeleton = (
  <Paper withBorder radius="md" p="md" aria-busy="true" aria-label="Laden">
    <Stack gap="sm">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={24} />
      ))}
    </Stack>
  </Paper>
);

/** spec 2 §2 Member details: side tabs Informatie, Gezin, Lidmaatschap, Hulp, and 'Terug' to leden-search. */
export function LidDetailsPage({ informatie, onBack, toegang }: LidDetailsPageProps) {
  const showToegang = usePermission('GET', '/v1/privacy/toegangslog') && toegang !== undefined;
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  // react-router types history state as `any`; it is passed on unread.
  const routeState: unknown = location.state;
  const [params, setParams] = useSearchParams();
  const mvmnummer = parseMemberNumber(id);
  const lid = useQuery({ ...lidQueryOptions(mvmnummer ?? 0), enabled: mvmnummer !== null });

  const requested = params.get('tab');
  const requestedTab = LID_TABS.find((t) => t === requested);
  const allowedTab = requestedTab === 'toegang' && !showToegang ? undefined : requestedTab;
  const tab: LidTab = mvmnummer !== null && allowedTab ? allowedTab : 'informatie';
  const selectTab = (value: string | null) => {
    if (!value || value === tab) return;
    // Replace: Back leaves the member instead of walking through its tabs. The form's guard still asks.
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'informatie') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, state: routeState },
    );
  };

  const notFound = lid.error instanceof ApiError && lid.error.status === 404;
  const dossier = lid.data;
  const withDossier = (render: (nr: number) => ReactNode) =>
    mvmnummer !== null && dossier ? render(mvmnummer) : lid.isError ? null : tabSkeleton;

  return (
    <>
      <LidHeader
        mvmnummer={mvmnummer}
        dossier={dossier}
        loading={lid.isPending && mvmnummer !== null}
        notFound={notFound}
        onBack={() => {
          const target = backTarget(location.state);
          if (onBack) onBack(target);
          else void navigate(target);
        }}
      />
      {notFound ? null : (
        <Tabs
          value={tab}
          onChange={selectTab}
          orientation="vertical"
          variant="pills"
          keepMounted={false}
          styles={{
            tab: { minHeight: 44, justifyContent: 'flex-start' },
            tabLabel: { flex: 'none' },
            list: { minWidth: 170 },
          }}
        >
          <Tabs.List aria-label="Onderdelen van het dossier">
            <Tabs.Tab value="informatie" leftSection={<IconInfoCircle size={18} />}>
              Informatie
            </Tabs.Tab>
            <Tabs.Tab value="gezin" leftSection={<IconUsers size={18} />} disabled={mvmnummer === null}>
              Gezin
            </Tabs.Tab>
            <Tabs.Tab
              value="lidmaatschap"
              leftSection={<IconCalendarUser size={18} />}
              disabled={mvmnummer === null}
            >
              Lidmaatschap
            </Tabs.Tab>
            <Tabs.Tab value="hulp" leftSection={<IconChartDots size={18} />} disabled={mvmnummer === null}>
              Hulp
            </Tabs.Tab>
            {showToegang ? (
              <Tabs.Tab value="toegang" leftSection={<IconEye size={18} />} disabled={mvmnummer === null}>
                Toegang
              </Tabs.Tab>
            ) : null}
          </Tabs.List>
          <Tabs.Panel value="informatie" pl="lg" style={{ minWidth: 0 }}>
            {informatie(mvmnummer ?? 0)}
          </Tabs.Panel>
          <Tabs.Panel value="gezin" pl="lg" style={{ minWidth: 0 }}>
            {withDossier((nr) => dossier && <GezinTab mvmnummer={nr} dossier={dossier} />)}
          </Tabs.Panel>
          <Tabs.Panel value="lidmaatschap" pl="lg" style={{ minWidth: 0 }}>
            {withDossier((nr) => dossier && <LidmaatschapTab mvmnummer={nr} dossier={dossier} />)}
          </Tabs.Panel>
          <Tabs.Panel value="hulp" pl="lg" style={{ minWidth: 0 }}>
            {mvmnummer !== null ? <HulpTab mvmnummer={mvmnummer} /> : null}
          </Tabs.Panel>
          {showToegang ? (
            <Tabs.Panel value="toegang" pl="lg" style={{ minWidth: 0 }}>
              {withDossier(() => dossier && toegang(dossier.ID))}
            </Tabs.Panel>
          ) : null}
        </Tabs>
      )}
    </>
  );
}
