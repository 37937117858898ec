import type { ReactNode } from 'react';

/** The dashboard's tables: a gold header row over the given rows, scrolling sideways on a phone. */
export function DataTable({ headers, children }: { headers: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="table">
        <thead className="bg-gold text-white uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
