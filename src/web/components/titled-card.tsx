import type { ComponentProps, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

export type TitledCardProps = Omit<ComponentProps<typeof Card>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  /** For a card that names itself by its title (aria-labelledby). */
  titleId?: string;
  titleClassName?: string;
  contentClassName?: string;
};

/** A card with a title, an optional description and its content: the shape most cards take. */
export function TitledCard({
  title,
  description,
  titleId,
  titleClassName,
  contentClassName,
  children,
  ...card
}: TitledCardProps) {
  return (
    <Card {...card}>
      <CardHeader>
        <CardTitle id={titleId} className={titleClassName}>
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
