import { Text } from '@mantine/core';
import { parseMemberNumber } from '@mvm/domain';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { VoedingDetails } from '../../../features/ledger';

/** /voeding/details/{id} (voeding-details), id = member number. */
export function Component() {
  const mvmnummer = parseMemberNumber(useParams().id);
  if (mvmnummer === null) {
    return (
      <>
        <PageHeader title="Voeding" backTo="/voeding/search" />
        <Text>Dit is geen geldig lidnummer.</Text>
      </>
    );
  }
  return <VoedingDetails key={mvmnummer} mvmnummer={mvmnummer} />;
}
