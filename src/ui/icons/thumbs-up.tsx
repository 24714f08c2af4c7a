import { Icon, type IconProps } from './icon';

/** A raised thumb: satisfaction. */
export function ThumbsUpIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 11h4v10H3z" />
      <path d="M7 11l3.6-7.4A2.4 2.4 0 0 1 14 5.8V9h5a2 2 0 0 1 2 2.3l-1.2 7.6a2.4 2.4 0 0 1-2.4 2.1H7" />
    </Icon>
  );
}
