import { Text } from '@mantine/core';
import { parseMemberNumber } from '@mvm/domain';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { ZeephuisjeDetails } from '../../../features/ledger';

/** /zeephuisje/details/{id} (zeephuisje-details), id = member number. */
export function Component() {
  const mvmnummer = parseMemberNumber(useParams().id);
  if (mvmnummer === null) {
    return (
      <>
        <PageHeader title="Zeephuisje" backTo="/zeephuisje/search" />
        <Text>Dit is geen geldig lidnummer.</Text>
      </>
    );
  }
  return <ZeephuisjeDetails key={mvmnummer} mvmnummer={mvmnummer} />;
}
