import { ReloadOutlined } from '@ant-design/icons';
import { type QueryKey, useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';

/** Reads a screen's queries (those under `queryKey`) again, spinning while any of them loads. */
export function RefreshButton({ queryKey, label }: { queryKey: QueryKey; label: string }) {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey }) > 0;
  return (
    <Button
      icon={<ReloadOutlined />}
      loading={fetching}
      onClick={() => void queryClient.invalidateQueries({ queryKey })}
    >
      {label}
    </Button>
  );
}
