import {
  Box,
  CloseButton,
  Drawer,
  IconButton,
  Portal,
  Separator,
  Stack,
  type IconButtonProps,
} from '@chakra-ui/react';
import {
  openedBeforeStart,
  STAND_IN_ATTRIBUTE,
  SUMMARY_WITHOUT_MARKER,
  usePrerendering,
} from '@wattle/shared';
import { MenuIcon } from '@wattle/shared/icons';
import { useState, type ReactNode } from 'react';
import type { NavItem } from '../lib/nav-links';
import { HeaderLink } from './header-link';

export interface MobileNavProps {
  /** Groups of links, separated by a rule. */
  groups: readonly (readonly NavItem[])[];
  disabled?: boolean;
  /** Buttons at the bottom; each gets a `close` to call once it has acted. */
  actions: (close: () => void) => ReactNode;
}

const TRIGGER_STYLE: IconButtonProps = {
  'aria-label': 'Open menu',
  variant: 'ghost',
  color: 'white',
  size: 'lg',
  fontSize: 'xl',
  _hover: { bg: 'whiteAlpha.200' },
};

/** Below the wide-screen breakpoint the public header's links live in a drawer. */
export function MobileNav(props: MobileNavProps) {
  return usePrerendering() ? <PrerenderedMobileNav {...props} /> : <DrawerMobileNav {...props} />;
}

function MenuLinks({
  groups,
  disabled = false,
  onNavigate,
}: Pick<MobileNavProps, 'groups' | 'disabled'> & { onNavigate?: () => void }) {
  return (
    <Stack as="nav" aria-label="Menu" gap="1">
      {groups.map((group, index) => (
        <Stack key={group.map((item) => item.to).join()} gap="1">
          {index > 0 && <Separator borderColor="whiteAlpha.300" my="2" />}
          {group.map((item) => (
            <HeaderLink key={item.to} item={item} disabled={disabled} onNavigate={onNavigate} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** The name of the menu's prerendered stand-in, for the drawer to open if it was left open. */
const MENU_STAND_IN = 'menu';

function DrawerMobileNav({ groups, disabled = false, actions }: MobileNavProps) {
  const [open, setOpen] = useState(() => openedBeforeStart(MENU_STAND_IN));
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end">
      <Drawer.Trigger asChild>
        <IconButton {...TRIGGER_STYLE} disabled={disabled}>
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            bg="eucalypt.900"
            color="white"
            maxW="xs"
            data-analytics-location="mobile_menu"
          >
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <MenuLinks groups={groups} disabled={disabled} onNavigate={close} />
            </Drawer.Body>
            <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3">
              {actions(close)}
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton
                size="sm"
                color="white"
                aria-label="Close menu"
                _hover={{ bg: 'whiteAlpha.200' }}
              />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/**
 * The prerendered page's menu: a native disclosure, so a visitor who taps it before the live
 * app has started still reaches every link and the log-in and sign-up buttons (as plain
 * links, which load the page). The live app draws the drawer in its place, open if this was.
 */
function PrerenderedMobileNav({ groups, disabled = false, actions }: MobileNavProps) {
  return (
    <Box as="details" position="relative" {...{ [STAND_IN_ATTRIBUTE]: MENU_STAND_IN }}>
      <IconButton {...TRIGGER_STYLE} asChild css={SUMMARY_WITHOUT_MARKER}>
        <summary>
          <MenuIcon />
        </summary>
      </IconButton>
      <Stack
        position="absolute"
        insetEnd="0"
        top="full"
        mt="2"
        zIndex="dropdown"
        minW="2xs"
        p="4"
        gap="3"
        rounded="lg"
        shadow="lg"
        bg="eucalypt.900"
        color="white"
        data-analytics-location="mobile_menu"
      >
        <MenuLinks groups={groups} disabled={disabled} />
        {actions(() => undefined)}
      </Stack>
    </Box>
  );
}
