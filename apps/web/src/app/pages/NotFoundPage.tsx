import { Button } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageMeta } from '../../components/PageMeta';

export default function NotFoundPage() {
  return (
    <>
      <PageMeta title="Page not found" description="The page you asked for does not exist." />
      <EmptyState icon={<IconMapSearch size={34} />} title="Page not found" order={1}>
        We could not find that page. It may have moved, or the link may be mistyped.
        <Button component={Link} to="/classes" mt="md" display="block" mx="auto" w="fit-content">
          Browse classes
        </Button>
      </EmptyState>
    </>
  );
}
