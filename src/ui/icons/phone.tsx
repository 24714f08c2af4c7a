import { Icon, type IconProps } from './icon';

export function PhoneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 3h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 7.1 7.1l1.4-2.3L21 15.5V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />
    </Icon>
  );
}
