import { useState } from 'react';
import { Alert, Button, Group, Paper, ScrollArea, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { parseRapportPeriod, presetPeriods } from '@mvm/domain/rapporten/period';
import { IconFileSpreadsheet, IconFileTypePdf, IconListCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { BelgianDateInput } from '../../../components/date-input/belgian-date-input';
import { PageHeader } from '../../../components/page-header/page-header';
import { errorMessage } from '../../../lib/api-client';
import { usePermission } from '../../../lib/auth/use-permission';
import { downloadCsv, rapportQuery } from '../api/rapport';
import { periodTitle, rapportTables, type RapportTable } from '../model/rapport-tables';

function ReportTable({ table }: { table: RapportTable }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={table.title}>
      <Title order={2} size="h4" mb="sm">
        {table.title}
      </Title>
      {table.rows.length === 0 && table.empty ? (
        <Text c="dimmed">{table.empty}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped highlightOnHover withTableBorder aria-label={table.title}>
            <Table.Thead>
              <Table.Tr>
                {table.columns.map((c, i) => (
                  <Table.Th key={c} scope="col" ta={i === 0 ? 'left' : 'right'}>
                    {c}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row, r) => (
                <Table.Tr key={r}>
                  {row.map((cell, i) => (
                    <Table.Td key={i} ta={typeof cell === 'number' ? 'right' : 'left'}>
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Paper>
  );
}

/** The reports page (beyond the spec): a period, its tables, and the same numbers as CSV and as an A4 PDF. */
export function RapportPage() {
  const [params, setParams] = useSearchParams();
  const van = params.get('van') ?? '';
  const tot = params.get('tot') ?? '';
  const worklist = usePermission('GET', '/v1/rapporten/verlengen');
  const form = useForm<{ van: string | null; tot: string | null }>({
    initialValues: { van: van || null, tot: tot || null },
    validate: (values) => {
      const parsed = parseRapportPeriod(values.van ?? '', values.tot ?? '');
      return 'error' in parsed ? { [parsed.field]: parsed.error } : {};
    },
  });
  const query = useQuery(rapportQuery(van, tot));
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);

  const show = (period: { van: string; tot: string }) => {
    form.setValues(period);
    setParams(period);
  };

  const csv = async () => {
    setBusy('csv');
    try {
      await downloadCsv('/v1/rapporten/csv', { van, tot }, `rapport-${van}-${tot}.csv`);
    } catch (error) {
      void showErrorAlert('Error!', errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const pdf = async () => {
    if (!query.data) return;
    // Opened during the click, so the browser does not block it as a pop-up; filled when the PDF is ready.
    const tab = window.open('', '_blank');
    setBusy('pdf');
    try {
      const { renderRapportPdf } = await import('../print/render-rapport-pdf');
      const url = URL.createObjectURL(await renderRapportPdf(query.data));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      tab?.close();
      void showErrorAlert('Error bij printen!', errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Rapporten"
        actions={
          worklist ? (
            <Button
              component={Link}
              to="/rapporten/verlengen"
              variant="light"
              leftSection={<IconListCheck size={18} aria-hidden />}
            >
              Te verlengen
            </Button>
          ) : null
        }
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <form
            onSubmit={form.onSubmit((values) => show({ van: values.van ?? '', tot: values.tot ?? '' }))}
            aria-label="Periode van het rapport"
          >
            <Group align="flex-end" gap="md" wrap="wrap">
              <BelgianDateInput label="Van" w={170} {...form.getInputProps('van')} />
              <BelgianDateInput label="Tot en met" w={170} {...form.getInputProps('tot')} />
              <Button type="submit">Toon rapport</Button>
              <Group gap="xs">
                {presetPeriods(new Date()).map((p) => (
                  <Button key={p.label} variant="default" onClick={() => show(p)}>
                    {p.label}
                  </Button>
                ))}
              </Group>
            </Group>
          </form>
        </Paper>

        {!van || !tot ? (
          <Text c="dimmed">Kies een periode en druk op 'Toon rapport'.</Text>
        ) : query.isPending ? (
          <Stack gap="sm" role="status" aria-label="Rapport wordt geladen">
            <Skeleton height={32} width="40%" />
            <Skeleton height={200} />
          </Stack>
        ) : query.isError ? (
          <Alert color="red" title="Error!" role="alert">
            {errorMessage(query.error)}
          </Alert>
        ) : (
          <>
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h3">
                {periodTitle(query.data)}
              </Title>
              <Group gap="sm">
                <Button
                  variant="light"
                  leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
                  loading={busy === 'csv'}
                  onClick={() => void csv()}
                >
                  CSV downloaden
                </Button>
                <Button
                  variant="light"
                  leftSection={<IconFileTypePdf size={18} aria-hidden />}
                  loading={busy === 'pdf'}
                  onClick={() => void pdf()}
                >
                  PDF (A4)
                </Button>
              </Group>
            </Group>
            {rapportTables(query.data).map((t) => (
              <ReportTable key={t.title} table={t} />
            ))}
          </>
        )}
      </Stack>
    </>
  );
}
