import { Icon, type IconProps } from '@chakra-ui/react';

/**
 * Wattle's one set of line icons, drawn inline: no icon font, nothing extra to download. Read
 * as `@wattle/shared/icons`, outside the shared package's index, so each front end bundles
 * only the icons it draws. Every icon is decorative (hidden from assistive technology and
 * never focusable): it sits beside text or inside a control that names itself. Sized 1em
 * unless a Chakra size (`boxSize`) says otherwise; drawn in the text's colour.
 */
function LineIcon({ children, ...props }: IconProps) {
  return (
    <Icon asChild aria-hidden="true" {...props}>
      <svg
        width="1em"
        height="1em"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        {children}
      </svg>
    </Icon>
  );
}

export const BellIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </LineIcon>
);

export const MenuIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </LineIcon>
);

export const ChatIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </LineIcon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </LineIcon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m15 18-6-6 6-6" />
  </LineIcon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m9 18 6-6-6-6" />
  </LineIcon>
);

export const CheckCircleIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </LineIcon>
);

export const InfoIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </LineIcon>
);

export const WarningIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
    <path d="M12 9v4M12 17h.01" />
  </LineIcon>
);

export const ErrorIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6M9 9l6 6" />
  </LineIcon>
);

export const PlusIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 5v14M5 12h14" />
  </LineIcon>
);

export const MinusIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M5 12h14" />
  </LineIcon>
);

export const ShieldIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
    <path d="m9 12 2 2 4-4" />
  </LineIcon>
);

export const ClickIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M9 9l5 12 1.8-5.2L21 14z" />
    <path d="M7.2 2.2 8 5.1M5.1 8l-2.9-.8M14 4.1 12 6M6 12l-1.9 2" />
  </LineIcon>
);

export const IdCardIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="12" r="2" />
    <path d="M15 10h3M15 14h3M6 16c.5-1.2 1.6-2 3-2s2.5.8 3 2" />
  </LineIcon>
);

export const StarIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path
      fill="currentColor"
      d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"
    />
  </LineIcon>
);

/** The signed-in places (the header and the phone's tab bar): Home. */
export const HomeIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
  </LineIcon>
);

/** Portfolio: a pie of holdings. */
export const PieChartIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M21.2 15.9A10 10 0 1 1 8 2.8" />
    <path d="M22 12A10 10 0 0 0 12 2v10z" />
  </LineIcon>
);

/** Trade: a rising line. */
export const TrendingUpIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m22 7-8.5 8.5-5-5L2 17" />
    <path d="M16 7h6v6" />
  </LineIcon>
);

/** Transfer: money in and out. */
export const ArrowUpDownIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m21 16-4 4-4-4M17 20V4" />
    <path d="m3 8 4-4 4 4M7 4v16" />
  </LineIcon>
);

/** Activity: a clock turning back. */
export const HistoryIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 12a9 9 0 1 0 9-9 9.8 9.8 0 0 0-6.7 2.7L3 8" />
    <path d="M3 3v5h5M12 7v5l4 2" />
  </LineIcon>
);

/** The account menu on a phone, where the name does not fit. */
export const UserIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </LineIcon>
);
