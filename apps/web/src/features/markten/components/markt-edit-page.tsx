import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { showSuccessNotice } from '../../../components/alerts/notices';
import { PageHeader } from '../../../components/page-header/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useCan } from '../../../lib/auth/if-allowed';
import { marktQueryOptions, useSaveMarkt } from '../api/markten';
import { MarktForm, marktFormValues } from './markt-form';

/** spec 2 §2 /martken/details/{id} (and /markten/details/{id}): 0 or 'nieuw' makes a new market. */
export function MarktEditPage() {
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const navigate = useNavigate();
  const markt = useQuery({ ...marktQueryOptions(id), enabled: id > 0 });
  const save = useSaveMarkt(id > 0 ? id : null);
  // The same calls useSaveMarkt makes: PUT on the market, POST for a new one.
  const canSave = useCan(id > 0 ? 'PUT' : 'POST', id > 0 ? `/v1/markt/${id}` : '/v1/markt/');

  const name = markt.data?.naam ?? '';
  const title = id > 0 ? (canSave ? `Markt "${name}" Bewerken` : `Markt "${name}"`) : 'Markt Aanmaken';
  return (
    <>
      <PageHeader title={title} backTo="/markten/beheer" />
      {id > 0 && !markt.data ? (
        <Skeleton height={420} radius="md" />
      ) : (
        <MarktForm
          key={markt.data?.UpdatedAt ?? 'nieuw'}
          initial={marktFormValues(markt.data)}
          isNew={id === 0}
          readOnly={!canSave}
          saving={save.isPending}
          onSave={(values) => save.mutateAsync(values)}
          onSaved={(saved) => {
            showSuccessNotice('De markt is opgeslagen!');
            if (id === 0) void navigate(`/martken/details/${saved.ID}`, { replace: true });
          }}
          onError={(error) => void showErrorAlert('Error bij opslaan!', errorMessage(error))}
        />
      )}
    </>
  );
}
