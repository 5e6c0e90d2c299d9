import { Box, Flex, Text, type BoxProps } from '@chakra-ui/react';
import {
  ArrowUpDownIcon,
  HistoryIcon,
  HomeIcon,
  PieChartIcon,
  TrendingUpIcon,
} from '@wattle/shared/icons';
import type { ComponentType } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { currentPlace, type Place, type PlaceIcon } from '../lib/nav-links';

const ICONS: Record<PlaceIcon, ComponentType<{ boxSize?: string }>> = {
  home: HomeIcon,
  portfolio: PieChartIcon,
  trade: TrendingUpIcon,
  transfer: ArrowUpDownIcon,
  activity: HistoryIcon,
};

/**
 * The bar's height above the phone's safe area. Toasts and anything else pinned to the bottom
 * of a phone's screen sit above it.
 */
export const TAB_BAR_HEIGHT = '64px';
const WITH_SAFE_AREA = `calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom, 0px))`;

/** Only below the header's breakpoint: from there the header carries the places. */
const PHONE_ONLY: BoxProps['display'] = { base: 'block', md: 'none' };

const TAB_STYLE: BoxProps = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  h: TAB_BAR_HEIGHT,
  minW: '11',
  w: 'full',
  fontSize: 'xs',
  fontWeight: 'medium',
  lineHeight: '1',
};

function Tab({ place, current }: { place: Place; current: boolean }) {
  const Icon = ICONS[place.icon];
  const face = (
    <>
      <Icon boxSize="6" />
      <Text as="span">{place.label}</Text>
    </>
  );
  if (place.disabledReason) {
    return (
      <Box
        as="span"
        role="link"
        aria-disabled="true"
        title={place.disabledReason}
        color="whiteAlpha.700"
        cursor="not-allowed"
        {...TAB_STYLE}
      >
        {face}
      </Box>
    );
  }
  return (
    <Box
      asChild
      color={current ? 'brand.300' : 'white'}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '-4px' }}
      {...TAB_STYLE}
    >
      <RouterLink to={place.to} aria-current={current ? 'page' : undefined}>
        {face}
      </RouterLink>
    </Box>
  );
}

/**
 * A signed-in customer's places on a phone (docs/product/screens.md#tab-bar): fixed to the
 * bottom of the screen, above its safe area, with a spacer at the end of the page so the
 * footer's last line can still be scrolled clear of it.
 */
export function PlacesTabBar({ places }: { places: readonly Place[] }) {
  const { pathname } = useLocation();
  if (places.length === 0) return null;
  const current = currentPlace(pathname, places);
  return (
    <>
      <Box aria-hidden="true" h={WITH_SAFE_AREA} display={PHONE_ONLY} flexShrink={0} />
      <Box
        as="nav"
        aria-label="Places"
        position="fixed"
        insetX="0"
        bottom="0"
        zIndex="sticky"
        display={PHONE_ONLY}
        bg="eucalypt.900"
        color="white"
        borderTopWidth="1px"
        borderColor="whiteAlpha.300"
        pb="env(safe-area-inset-bottom, 0px)"
        data-analytics-location="tab_bar"
      >
        <Flex as="ul" listStyleType="none" m="0" p="0">
          {places.map((place) => (
            <Box as="li" key={place.to} flex="1" minW="0">
              <Tab place={place} current={place === current} />
            </Box>
          ))}
        </Flex>
      </Box>
    </>
  );
}
