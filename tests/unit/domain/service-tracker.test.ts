import { describe, expect, it } from 'vitest';
import { VISIT_STATUSES } from '../../../src/domain/account-enums';
import { markedStep, TRACKER_STAGES, trackerRows, trackerStage } from '../../../src/domain/service-tracker';
import type { TrackerStage } from '../../../src/domain/service-tracker';

describe('the tracker stage from the stats (spec 3 §2.1; the contract maps in_progress onto step 3)', () => {
  it('by the steps reached', () => {
    expect(trackerStage({ length: 0 })).toBe('none');
    expect(trackerStage({ length: 1, visit_status: 'scheduled' })).toBe('assigning');
    expect(trackerStage({ length: 2, visit_status: 'technician_assigned' })).toBe('assigned');
    expect(trackerStage({ length: 3, visit_status: 'technician_en_route' })).toBe('onTheWay');
    expect(trackerStage({ length: 3, visit_status: 'in_progress' })).toBe('inYard');
    expect(trackerStage({ length: 4, visit_status: 'complete' })).toBe('complete');
  });
  it('in_progress means the yard only at step 3; the steps reached decide the rest', () => {
    expect(trackerStage({ length: 2, visit_status: 'in_progress' })).toBe('assigned');
    expect(trackerStage({ length: 4, visit_status: 'in_progress' })).toBe('complete');
    expect(trackerStage({ length: 3, visit_status: null })).toBe('onTheWay');
  });
  it('out-of-range lengths are clamped', () => {
    expect(trackerStage({ length: -1 })).toBe('none');
    expect(trackerStage({ length: 9 })).toBe('complete');
    expect(trackerStage({ length: Number.NaN })).toBe('none');
  });
  it('every visit status at step 3 is on the way except in_progress', () => {
    for (const status of VISIT_STATUSES)
      expect(trackerStage({ length: 3, visit_status: status })).toBe(status === 'in_progress' ? 'inYard' : 'onTheWay');
  });
});

describe('the four steps of each stage', () => {
  const states = (stage: TrackerStage) => trackerRows(stage).map((r) => r.state);
  const table: Record<TrackerStage, string[]> = {
    none: ['upcoming', 'upcoming', 'upcoming', 'upcoming'],
    assigning: ['current', 'upcoming', 'upcoming', 'upcoming'],
    assigned: ['completed', 'current', 'upcoming', 'upcoming'],
    onTheWay: ['completed', 'completed', 'current', 'upcoming'],
    // The technician has arrived: the way there is done, the service itself is under way.
    inYard: ['completed', 'completed', 'completed', 'underway'],
    complete: ['completed', 'completed', 'completed', 'completed'],
  };
  for (const stage of TRACKER_STAGES) {
    it(`${stage}: ${table[stage].join(', ')}`, () => expect(states(stage)).toEqual(table[stage]));
  }
  it('at most one step is marked, and it is the one markedStep names', () => {
    for (const stage of TRACKER_STAGES) {
      const marked = trackerRows(stage).filter((r) => r.state === 'current' || r.state === 'underway');
      expect(marked.length).toBeLessThanOrEqual(1);
      expect(marked[0]?.step ?? null).toBe(markedStep(stage));
    }
  });
  it('the steps before the marked one are completed, those after it to come', () => {
    for (const stage of TRACKER_STAGES) {
      const rows = trackerRows(stage);
      const at = rows.findIndex((r) => r.step === markedStep(stage));
      if (at < 0) continue;
      expect(rows.slice(0, at).every((r) => r.state === 'completed')).toBe(true);
      expect(rows.slice(at + 1).every((r) => r.state === 'upcoming')).toBe(true);
    }
  });
  it("labels the steps with the domain's labels, in order", () => {
    expect(trackerRows('assigned').map((r) => r.label)).toEqual([
      'Scheduled',
      'Technician Assigned',
      'Technician En Route',
      'Service Complete',
    ]);
  });
});
