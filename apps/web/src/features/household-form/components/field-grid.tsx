import type { ReactNode } from 'react';
import classes from './household-form.module.css';

/** Fields side by side when their card is wide enough (container query), one under the other otherwise. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <div className={classes.fieldsContainer}>
      <div className={classes.fields}>{children}</div>
    </div>
  );
}

/** The form's two columns at desk width. */
export function FormColumns({ children }: { children: ReactNode }) {
  return <div className={classes.columns}>{children}</div>;
}
