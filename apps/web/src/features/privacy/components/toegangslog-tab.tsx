import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import { BelgianDateInput } from '../../../components/date-input/belgian-date-input';
import { hashKey, useQuery } from '@tanstack/react-query';
import { toegangslogQueryOptions, type AccessLogFilters } from '../api/get-toegangslog';
import { AccessLogTable } from './access-log-table';

type FilterValues = Omit<AccessLogFilters, 'page'>;
const EMPTY: FilterValues = { gebruiker: '', dossier: '', van: '', tot: '' };

/** Issue 12: search the access log by user, dossier and period. */
export function ToegangslogTab() {
  const [filters, setFilters] = useState<AccessLogFilters>({ ...EMPTY, page: 1 });
  const form = useForm<FilterValues>({ initialValues: EMPTY });
  const log = useQuery(toegangslogQueryOptions(filters));
  // 'Zoeken' always asks the server: with the same filters the query key is the same, and the log would show what
  // it showed before (an access made since did not appear until the filters changed).
  const search = (values: FilterValues) => {
    const next = { ...values, page: 1 };
    if (hashKey([next]) === hashKey([filters])) void log.refetch();
    else setFilters(next);
  };

  return (
    <>
      <form onSubmit={form.onSubmit(search)}>
        <Group align="end" mb="md" gap="sm" wrap="wrap">
          <TextInput label="Gebruiker" placeholder="Gebruikersnaam" {...form.getInputProps('gebruiker')} />
          <TextInput label="Dossier" placeholder="MVM123 of E45" {...form.getInputProps('dossier')} />
          {/* Issue 27 item 15: dd/mm/jjjj with the Dutch calendar, as every date field (a native one said mm/dd/yyyy). */}
          <BelgianDateInput
            label="Van"
            value={form.values.van || null}
            onChange={(value) => form.setFieldValue('van', value ?? '')}
            clearable
            clearButtonProps={{ 'aria-label': 'Van wissen' }}
          />
          <BelgianDateInput
            label="Tot"
            value={form.values.tot || null}
            onChange={(value) => form.setFieldValue('tot', value ?? '')}
            clearable
            clearButtonProps={{ 'aria-label': 'Tot wissen' }}
          />
          <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
            Zoeken
          </Button>
        </Group>
      </form>
      <AccessLogTable
        label="Toegangslog"
        rows={log.data?.rows ?? []}
        total={log.data?.total ?? 0}
        page={filters.page}
        loading={log.isPending}
        onPageChange={(page) => setFilters((f) => ({ ...f, page }))}
      />
    </>
  );
}
