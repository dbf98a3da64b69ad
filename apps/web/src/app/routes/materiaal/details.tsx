import { Text } from '@mantine/core';
import { parseMemberNumber } from '@mvm/domain';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { MateriaalDetails } from '../../../features/ledger';

/** spec 1 §2: /materiaal/details/{id} (materiaal-details), id = member number. */
export function Component() {
  const mvmnummer = parseMemberNumber(useParams().id);
  if (mvmnummer === null) {
    return (
      <>
        <PageHeader title="Materiaal" backTo="/materiaal/search" />
        <Text>Dit is geen geldig lidnummer.</Text>
      </>
    );
  }
  return <MateriaalDetails key={mvmnummer} mvmnummer={mvmnummer} />;
}
