import { Icon, type IconProps } from './icon';

/** A shield with a check mark: vetted, trusted people. */
export function ShieldCheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3l7 2.8V11c0 4.6-3 8.4-7 10-4-1.6-7-5.4-7-10V5.8L12 3z" />
      <path d="M8.8 12.2l2.2 2.2 4.2-4.4" />
    </Icon>
  );
}
