import { Icon, type IconProps } from '@chakra-ui/react';

/** Small line icons drawn inline: no icon font, nothing extra to download. */
function LineIcon({ children, ...props }: IconProps) {
  return (
    <Icon asChild aria-hidden="true" {...props}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </Icon>
  );
}

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
