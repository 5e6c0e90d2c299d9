import { HStack, Link } from '@chakra-ui/react';
import { PageLayout, tapTargetStyle } from '@wattle/shared';
import { Outlet, Link as RouterLink, useLocation } from 'react-router-dom';
import { HISTORY_PATH, TAX_REPORT_PATH } from '@/config/paths';
import { PAGE_FRAMES } from '@/lib/page-frames';

const TABS = [
  { to: HISTORY_PATH, label: 'History' },
  { to: TAX_REPORT_PATH, label: 'Tax report' },
];

/** `/transaction`: the history and the tax report, one tab each, each at its own URL. */
export function TransactionLayout() {
  const { pathname } = useLocation();
  const onTax = pathname.startsWith(TAX_REPORT_PATH);
  return (
    <PageLayout {...PAGE_FRAMES[onTax ? TAX_REPORT_PATH : HISTORY_PATH]}>
      <HStack as="nav" aria-label="Transaction pages" gap="1" mb="6" borderBottomWidth="1px">
        {TABS.map((tab) => {
          const current = tab.to === TAX_REPORT_PATH ? onTax : !onTax;
          return (
            <Link
              key={tab.to}
              asChild
              px="3"
              py="2"
              fontWeight="medium"
              color={current ? 'eucalypt.fg' : 'fg.muted'}
              borderBottomWidth="2px"
              borderColor={current ? 'eucalypt.solid' : 'transparent'}
              mb="-1px"
              textDecoration="none"
              // The link recipe underlines on hover, more specifically than `textDecoration`.
              _hover={{ textDecoration: 'none' }}
              css={tapTargetStyle}
            >
              <RouterLink to={tab.to} aria-current={current ? 'page' : undefined}>
                {tab.label}
              </RouterLink>
            </Link>
          );
        })}
      </HStack>
      <Outlet />
    </PageLayout>
  );
}
