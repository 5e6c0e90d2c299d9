import { Badge, Box, DataList, Heading, Spinner, Text } from '@chakra-ui/react';
import { errorMessage, isVerified, useSession } from '@wattle/shared';

export function ProfilePage() {
  const { user, status } = useSession();
  return (
    <Box as="main" maxW="4xl" mx="auto" w="full" px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl" mb="6">
        Profile
      </Heading>
      {status === 'loading' && <Spinner aria-label="Loading your profile" />}
      {status === 'error' && <Text role="alert">{errorMessage(null)}</Text>}
      {user && (
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>Name</DataList.ItemLabel>
            <DataList.ItemValue>
              {user.firstName} {user.lastName}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Email</DataList.ItemLabel>
            <DataList.ItemValue>{user.email}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Verification</DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge colorPalette={isVerified(user) ? 'green' : 'orange'}>
                {isVerified(user) ? 'Verified' : 'Not verified yet'}
              </Badge>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      )}
    </Box>
  );
}
