import { useState } from 'react';
import { Anchor, Button, Group, SegmentedControl, Text, UnstyledButton } from '@mantine/core';
import { formatDateBE } from '@mvm/domain';
import { VERLENGEN_SOORTEN, type VerlengenRow, type VerlengenSoort } from '@mvm/domain/rapporten/schemas';
import { IconArrowDown, IconArrowUp, IconFileSpreadsheet } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { MemberStatusBadge } from '../../../components/member-status/member-status-badges';
import { PageHeader } from '../../../components/page-header/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table/paged-table';
import { errorMessage } from '../../../lib/api-client';
import { usePermission } from '../../../lib/auth/use-permission';
import { downloadCsv, verlengenQuery, type VerlengenParams } from '../api/rapport';

const SOORT_LABELS: Record<VerlengenSoort, string> = {
  alle: 'Alle',
  verlengen: 'Te verlengen',
  beeindigd: 'Beëindigd',
};

const readSoort = (v: string | null): VerlengenSoort => VERLENGEN_SOORTEN.find((s) => s === v) ?? 'alle';

/**
 * The renewal worklist (beyond the spec): members 'Te Verlengen' (spec 1 §4, ends within two months) and those
 * whose membership ended in the last three months, by end date, with a phone number and a link to the member.
 */
export function VerlengenPage() {
  const [params, setParams] = useSearchParams();
  const soort = readSoort(params.get('soort'));
  const order = params.get('order') === 'einddatum desc' ? 'einddatum desc' : 'einddatum asc';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Number(params.get('size')) || 10;
  const reports = usePermission('GET', '/v1/rapporten/');
  const list: VerlengenParams = { page, pageSize, soort, order };
  const query = useQuery({ ...verlengenQuery(list), placeholderData: keepPreviousData });
  const [exporting, setExporting] = useState(false);

  const update = (change: Record<string, string>) =>
    setParams({ soort, order, page: String(page), size: String(pageSize), ...change });

  const csv = async () => {
    setExporting(true);
    try {
      await downloadCsv('/v1/rapporten/verlengen/csv', { soort, order }, `te-verlengen-${soort}.csv`);
    } catch (error) {
      void showErrorAlert('Error!', errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const ascending = order === 'einddatum asc';
  const columns: PagedTableColumn<VerlengenRow>[] = [
    {
      key: 'mvmnummer',
      header: 'MVM Nummer',
      render: (r) => (
        <Anchor component={Link} to={`/leden/details/MVM${r.mvmnummer}`}>
          MVM{r.mvmnummer}
        </Anchor>
      ),
    },
    { key: 'naam', header: 'Naam', render: (r) => `${r.voornaam} ${r.achternaam}`.trim() },
    {
      key: 'telefoon',
      header: 'Telefoon',
      render: (r) =>
        r.telefoonnummer ? (
          <Anchor href={`tel:${r.telefoonnummer.replace(/[^+\d]/g, '')}`}>{r.telefoonnummer}</Anchor>
        ) : (
          <Text c="dimmed" size="sm">
            onbekend
          </Text>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (r) =>
        r.status === 'Te Verlengen' ? (
          <MemberStatusBadge status="Te Verlengen" />
        ) : (
          <MemberStatusBadge status="Niet Actief" />
        ),
    },
    {
      key: 'einddatum',
      header: (
        <UnstyledButton
          onClick={() => update({ order: ascending ? 'einddatum desc' : 'einddatum asc', page: '1' })}
          aria-label={`Einddatum, gesorteerd ${ascending ? 'oplopend' : 'aflopend'}; klik om om te keren`}
          fw={700}
          mih={40}
        >
          <Group gap={4} wrap="nowrap">
            Einddatum
            {ascending ? <IconArrowUp size={14} aria-hidden /> : <IconArrowDown size={14} aria-hidden />}
          </Group>
        </UnstyledButton>
      ),
      render: (r) => formatDateBE(r.einddatum),
    },
    {
      key: 'reden',
      header: 'Reden',
      render: (r) => (r.status === 'Beëindigd' ? r.redenenBeindiging || 'Geen reden opgegeven' : ''),
    },
  ];

  return (
    <>
      <PageHeader
        title="Te verlengen"
        backTo={reports ? '/rapporten' : undefined}
        actions={
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            loading={exporting}
            onClick={() => void csv()}
          >
            CSV downloaden
          </Button>
        }
      />
      <Text mb="md">
        Leden van wie het lidmaatschap binnen de twee maanden afloopt, en leden van wie het de laatste drie
        maanden afliep of vroegtijdig beëindigd werd.
      </Text>
      <SegmentedControl
        mb="md"
        aria-label="Welke leden"
        value={soort}
        onChange={(v) => update({ soort: readSoort(v), page: '1' })}
        data={VERLENGEN_SOORTEN.map((s) => ({ value: s, label: SOORT_LABELS[s] }))}
      />
      <PagedTable
        label="Te verlengen"
        columns={columns}
        rows={query.data?.rows ?? []}
        rowKey={(r) => r.mvmnummer}
        total={query.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={(p) => update({ page: String(p) })}
        onPageSizeChange={(s) => update({ size: String(s), page: '1' })}
        loading={query.isPending}
        empty="Geen leden om te verlengen en geen lidmaatschappen die de laatste drie maanden afliepen."
      />
      {query.isError ? (
        <Text c="red.8" role="alert" mt="sm">
          {errorMessage(query.error)}
        </Text>
      ) : null}
    </>
  );
}
