import { type IconProps, LineIcon } from './line-icon';

export const GameIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <ellipse cx="12" cy="12" rx="9" ry="6" />
    <ellipse cx="12" cy="12" rx="5" ry="2.8" />
  </LineIcon>
);
export const TrophyIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0V4Z" />
    <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8M9.5 17h5" />
  </LineIcon>
);
export const GiftIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="4" y="9" width="16" height="11" rx="1.5" />
    <path d="M3 9h18M12 9v11M12 9s-1.5-5-4.5-5a2 2 0 0 0 0 4M12 9s1.5-5 4.5-5a2 2 0 0 1 0 4" />
  </LineIcon>
);
export const FoodIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M6 3v8a2 2 0 0 0 2 2v8M10 3v8a2 2 0 0 1-2 2M8 3v5M16 21V3c2 1 3 4 3 7s-1 4-3 4" />
  </LineIcon>
);
export const TimerIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="13" r="8" />
    <path d="M12 9v4l2.5 2M10 2h4" />
  </LineIcon>
);
export const WalletIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 7a2 2 0 0 1 2-2h11v4" />
    <rect x="4" y="7" width="17" height="13" rx="2" />
    <path d="M16 13.5h2" />
  </LineIcon>
);
export const UserIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </LineIcon>
);
export const ChatIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M5 5h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8l-5 4v-4H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z" />
  </LineIcon>
);
export const BellIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16ZM10 21h4" />
  </LineIcon>
);
export const CrownIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 8l4 4 5-7 5 7 4-4-2 11H5L3 8Z" />
  </LineIcon>
);
export const ArrowDownIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 5v14M6 13l6 6 6-6" />
  </LineIcon>
);
export const ArrowUpIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </LineIcon>
);
export const RefreshIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M20 11a8 8 0 0 0-14.5-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.5 4.5L20 16M20 20v-4h-4" />
  </LineIcon>
);
