/**
 * A date in the product's format for parts of the shell every page loads (the alerts bell):
 * moment is fetched when the first such date is drawn (the bell's popover opens), not with the
 * page, which keeps moment out of /app/home's JavaScript budget (kept small for the same reason).
 */
import React, { useEffect, useState } from 'react';

export const LazyDate: React.FC<{ value: string }> = ({ value }) => {
  const [text, setText] = useState('');
  useEffect(() => {
    void import('./format_date').then((module) => setText(module.formatDate(value)));
  }, [value]);
  return <>{text}</>;
};
