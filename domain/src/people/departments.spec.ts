import { describe, expect, it } from 'vitest';
import { DEPARTMENTS, normaliseDepartment } from './departments';

describe('Departments', () => {
  it('are the eight of the college, labelled as docs/product.md writes them', () => {
    expect(DEPARTMENTS.map((d) => d.label)).toEqual([
      'Bachelor of Education (BED)',
      'Civil Engineering (CIVIL)',
      'Computer Science & Engineering (CSE)',
      'Artificial Intelligence Data Science & Machine Learning (AIDS & ML)',
      'Information Technology & Master of Computer Applications (IT & MCA)',
      'Electronics & Communication Engineering (ECE)',
      'Electrical & Electronics Engineering (EEE)',
      'Mechanical Engineering (MECH)',
    ]);
    expect(DEPARTMENTS[2]).toEqual({ code: 'CSE', name: 'Computer Science & Engineering', label: 'Computer Science & Engineering (CSE)' });
  });

  it.each([
    ['Computer Science & Engineering (CSE)', 'Computer Science & Engineering (CSE)'],
    ['computer science & engineering', 'Computer Science & Engineering (CSE)'],
    ['  CSE  ', 'Computer Science & Engineering (CSE)'],
    ['cse', 'Computer Science & Engineering (CSE)'],
    ['aids & ml', 'Artificial Intelligence Data Science & Machine Learning (AIDS & ML)'],
    ['IT  &  MCA', 'Information Technology & Master of Computer Applications (IT & MCA)'],
    ['mechanical engineering (mech)', 'Mechanical Engineering (MECH)'],
    ['Bed', 'Bachelor of Education (BED)'],
  ])('normalises %j to its full label', (input, label) => {
    expect(normaliseDepartment(input)).toBe(label);
  });

  it.each(['', 'CS', 'Computer Science', 'Physics'])('does not recognise %j', (input) => {
    expect(normaliseDepartment(input)).toBeNull();
  });
});
