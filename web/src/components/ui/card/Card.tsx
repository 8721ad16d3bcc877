// A titled surface that groups a part of a screen.
import type { ReactNode } from 'react';
import './card.css';

export interface CardProps {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  as?: 'section' | 'article' | 'div';
}

export function Card({ title, actions, children, className, as: Tag = 'section' }: CardProps) {
  return (
    <Tag className={`card${className ? ` ${className}` : ''}`}>
      {(title || actions) && (
        <header className="card__header">
          {title && <h2 className="card__title">{title}</h2>}
          {actions && <div className="card__actions">{actions}</div>}
        </header>
      )}
      <div className="card__body">{children}</div>
    </Tag>
  );
}
