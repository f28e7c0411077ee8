import React from 'react';
import { EuiSuperDatePicker } from '@elastic/eui';

/** The range a dashboard's time-based panels show (date math or ISO times, as the server reads them). */
export interface DashboardTimeRange {
  from: string;
  to: string;
  /** Bumped by Refresh: the panels ask again for the same range. */
  refreshed: number;
}

/** The panels' own range (the last 24 hours) until the user picks another. */
export const DEFAULT_TIME_RANGE: DashboardTimeRange = { from: 'now-24h', to: 'now', refreshed: 0 };

interface Props {
  range: DashboardTimeRange;
  onChange(range: DashboardTimeRange): void;
}

/** OSD's dashboard time picker: every time-based panel follows the range chosen here. */
export const DashboardTimePicker: React.FC<Props> = ({ range, onChange }) => (
  <EuiSuperDatePicker
    start={range.from}
    end={range.to}
    onTimeChange={({ start, end }) => onChange({ from: start, to: end, refreshed: range.refreshed })}
    onRefresh={({ start, end }) => onChange({ from: start, to: end, refreshed: range.refreshed + 1 })}
    showUpdateButton="iconOnly"
    width="auto"
    data-test-subj="dashboardTimePicker"
  />
);
