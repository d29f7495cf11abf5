// EmbeddedNeo4j runs a real Neo4j 5.26 Community DBMS (the kernel, the
// Cypher runtime and the Bolt server, from Maven Central) with the Bolt
// connector on 127.0.0.1, for the memory/neo4j tests. It prints
// "READY bolt://127.0.0.1:PORT" once Bolt accepts connections and shuts
// the DBMS down cleanly on SIGTERM.
//
// Usage: java -cp 'target/lib/*' EmbeddedNeo4j.java DATA_DIR [PORT]
import java.nio.file.Path;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.io.ByteUnit;

public class EmbeddedNeo4j {
  public static void main(String[] a) throws Exception {
    Path home = Path.of(a.length > 0 ? a[0] : ".neo4j-data");
    int port = a.length > 1 ? Integer.parseInt(a[1]) : 7687;
    long t0 = System.nanoTime();
    var dbms = new DatabaseManagementServiceBuilder(home)
        .setConfig(BoltConnector.enabled, true)
        .setConfig(BoltConnector.listen_address, new SocketAddress("127.0.0.1", port))
        .setConfig(GraphDatabaseSettings.auth_enabled, false)
        .setConfig(GraphDatabaseSettings.pagecache_memory, ByteUnit.mebiBytes(512))
        .build();
    Runtime.getRuntime().addShutdownHook(new Thread(dbms::shutdown));
    // Touch the default database so READY means it is open, not just Bolt.
    try (var tx = dbms.database("neo4j").beginTx()) {
      tx.execute("RETURN 1").close();
      tx.commit();
    }
    System.out.printf("READY bolt://127.0.0.1:%d (started in %d ms)%n", port, (System.nanoTime() - t0) / 1_000_000);
    System.out.flush();
    Thread.currentThread().join();
  }
}
