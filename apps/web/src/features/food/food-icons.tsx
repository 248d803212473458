import { type IconProps, LineIcon } from '../../components/ui/line-icon';

export const CartIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </LineIcon>
);

export const CupIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M5 8h12v6a5 5 0 0 1-5 5h-2a5 5 0 0 1-5-5z" />
    <path d="M17 10h1.5a2.5 2.5 0 0 1 0 5H17" />
    <path d="M9 3.5c-.6.8-.6 1.7 0 2.5M13 3.5c-.6.8-.6 1.7 0 2.5" />
  </LineIcon>
);

export const PlateIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4.5 17a7.5 7.5 0 0 1 15 0" />
    <path d="M12 9.5V8M10.5 8h3" />
    <path d="M3 17h18M5 20h14" />
  </LineIcon>
);
