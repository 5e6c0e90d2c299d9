import { Badge } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions, isVerified, PageLayout, QueryState } from '@wattle/shared';
import { DetailList } from '@/components/detail-list';

/** `/profile`: who is signed in, and whether they are verified. */
export function ProfilePage() {
  const user = useQuery(currentUserQueryOptions());
  return (
    <PageLayout title="Profile">
      <QueryState query={user} loadingLabel="Loading your profile">
        {(person) => (
          <DetailList
            label="Your details"
            details={[
              { label: 'Name', value: `${person.firstName} ${person.lastName}` },
              { label: 'Email', value: person.email },
              {
                label: 'Verification',
                value: (
                  <Badge colorPalette={isVerified(person) ? 'green' : 'orange'}>
                    {isVerified(person) ? 'Verified' : 'Not verified yet'}
                  </Badge>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </PageLayout>
  );
}
